import type { BusinessProfile } from "../business-profile";

/** schema.org builders (JSON-LD). Pure: the server renders them into each page's HTML. */

export type JsonLd = Record<string, unknown>;

export interface AggregateRating {
  ratingValue: number;
  reviewCount: number;
}

/** The built-in rating while no review has been approved (spec section 9: 5 from 3 reviews). */
export const FALLBACK_AGGREGATE_RATING: AggregateRating = { ratingValue: 5, reviewCount: 3 };

const aggregateRatingLd = (rating: AggregateRating): JsonLd => ({
  "@type": "AggregateRating",
  ratingValue: Math.round(rating.ratingValue * 10) / 10,
  reviewCount: rating.reviewCount,
  bestRating: 5,
  worstRating: 1,
});

/** The business as a schema.org node of the type given, named by its anchor on the home page (#business). */
const businessNode = (profile: BusinessProfile, type: string, anchor: string) => ({
  "@context": "https://schema.org",
  "@type": type,
  "@id": `${profile.siteUrl}/#${anchor}`,
  name: profile.name,
  url: `${profile.siteUrl}/`,
});

export function localBusinessLd(profile: BusinessProfile, rating: AggregateRating): JsonLd {
  return {
    ...businessNode(profile, "HomeAndConstructionBusiness", "business"),
    telephone: profile.phone.e164,
    email: profile.email,
    priceRange: profile.priceRange,
    foundingDate: String(profile.foundedYear),
    image: `${profile.siteUrl}/images/og-image.png`,
    address: {
      "@type": "PostalAddress",
      addressLocality: profile.locality,
      addressRegion: profile.region,
      addressCountry: profile.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: profile.geo.latitude, longitude: profile.geo.longitude },
    areaServed: profile.serviceCouncils.map((council) => ({
      "@type": "AdministrativeArea",
      name: `${council}, Queensland`,
      containedInPlace: { "@type": "State", name: "Queensland" },
    })),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "17:00",
    },
    sameAs: [profile.social.facebook, profile.social.instagram],
    aggregateRating: aggregateRatingLd(rating),
  };
}

export interface BreadcrumbItem {
  name: string;
  /** a path ("/retaining-walls") or an absolute URL */
  url: string;
}

export function breadcrumbLd(items: BreadcrumbItem[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url.startsWith("http") ? item.url : `${siteUrl}${item.url}`,
    })),
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPageLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

export interface ReviewForLd {
  name: string;
  rating: number;
  reviewText: string;
  createdAt?: string | Date | null;
  /** the business's public reply */
  reply?: { text: string; updatedAt: string | Date } | null;
}

const isoDate = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

/** An organization with its reviews and aggregate rating. */
export function reviewsLd(profile: BusinessProfile, reviews: readonly ReviewForLd[], rating: AggregateRating): JsonLd {
  return {
    ...businessNode(profile, "Organization", "organization"),
    aggregateRating: aggregateRatingLd(rating),
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.name },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      reviewBody: review.reviewText,
      ...(review.createdAt ? { datePublished: isoDate(review.createdAt) } : {}),
      ...(review.reply
        ? {
            comment: {
              "@type": "Comment",
              author: { "@id": `${profile.siteUrl}/#organization` },
              text: review.reply.text,
              dateModified: isoDate(review.reply.updatedAt),
            },
          }
        : {}),
    })),
  };
}

import type { ColorbondFencing, FencingType, ImageAsset, TimberFencing } from "./types";

const photo = (file: string, alt: string): ImageAsset => ({ src: `/images/fencing/${file}`, alt, width: 640, height: 400 });

export const colorbondFencing: ColorbondFencing = {
  id: "colorbond",
  name: "Colorbond Fencing",
  summary:
    "Steel fencing that stays straight and good-looking for decades. It won't rot, warp or attract termites, is non-combustible, and comes in more than 20 colours to match your roof, gutters or garden.",
  features: [
    "Won't rot, warp or attract termites",
    "Non-combustible steel panels for bushfire-prone areas",
    "Full privacy with no gaps between panels",
    "Matching gates, plinths and lattice or slat toppers",
    "Virtually maintenance free: just hose it down",
  ],
  colourCount: "20+",
  idealFor: "Side and rear boundaries, privacy screens, pool surrounds and homes that want a low-maintenance fence.",
  images: [
    photo("colorbond-smartascreen-charcoal.svg", "Charcoal Colorbond Smartascreen fence along a backyard boundary with a lawn in front"),
    photo("colorbond-neetascreen-light.svg", "Light grey Colorbond Neetascreen fence behind a garden bed of shrubs"),
    photo("colorbond-green-gate.svg", "Dark green Colorbond fence with a matching pedestrian gate beside a house"),
  ],
  profiles: [
    {
      name: "Smartascreen",
      description:
        "Our most popular profile: bold, evenly spaced ribs give a strong, modern line and full privacy on every boundary.",
    },
    {
      name: "Neetascreen",
      description:
        "A flatter, more refined profile with wide smooth pans and fine ribs, for a contemporary look that suits feature fences.",
    },
  ],
  brochure: {
    href: "/brochures/colorbond-fence-colour-chart.svg",
    fileName: "colorbond-fence-colour-chart.svg",
    label: "Download Colour Chart",
  },
};

export const timberFencing: TimberFencing = {
  id: "timber",
  name: "Timber Fencing",
  summary:
    "The warm, natural look of a classic Queensland timber fence. We build with treated pine or hardwood on hardwood or steel posts set in concrete, and you can stain or paint it to suit your home.",
  features: [
    "Treated pine or hardwood palings on concrete-set posts",
    "Natural look that softens a garden",
    "Can be stained, oiled or painted in any colour",
    "Easy to repair one paling at a time",
  ],
  idealFor: "Traditional homes, garden and front fences, and owners who love the look of real timber.",
  images: [
    photo("timber-butted.svg", "Butted timber paling fence with palings fixed edge to edge along a side boundary"),
    photo("timber-lapped-capped.svg", "Lapped and capped timber fence with overlapping palings and a capping rail along the top"),
    photo("timber-good-neighbour.svg", "Good neighbour timber fence with palings fixed on alternating sides of the rails"),
    photo("timber-spaced-palings.svg", "Spaced paling timber fence with gaps between the palings showing the garden behind"),
  ],
  styles: [
    { name: "Butted", description: "Palings fixed edge to edge on one side of the rails: a simple, cost-effective boundary fence." },
    {
      name: "Lapped & Capped",
      description: "Palings overlap for full privacy, finished with a capping rail along the top for a neat, durable edge.",
    },
    {
      name: "Good Neighbour",
      description: "Palings alternate on both sides of the rails, so both you and your neighbour see the good side.",
    },
    {
      name: "Spaced Palings",
      description: "Even gaps between palings let breeze and light through: ideal for front fences and garden screens.",
    },
  ],
};

export const aluminiumFencing: FencingType = {
  id: "aluminium",
  name: "Aluminium Fencing",
  summary:
    "Powder-coated aluminium slat and tubular fencing that won't rust, even near the coast. Clean lines for front yards, and pool fencing built to the Queensland pool safety standard.",
  features: [
    "Pool fencing built to the Queensland pool safety standard",
    "Rust-resistant powder-coated finish, ideal near the coast",
    "Slat, blade and tubular styles with matching gates",
    "Lightweight, strong and low maintenance",
  ],
  idealFor: "Pool surrounds, front fences, balconies and coastal homes on the Sunshine Coast and bayside.",
  images: [
    photo("aluminium-pool-fence.svg", "Black aluminium tubular pool fence around a backyard swimming pool"),
  ],
};

export const fencingTypes = [colorbondFencing, timberFencing, aluminiumFencing] as const;

export const fencingHeroImage = photo(
  "hero-colorbond-fence.svg",
  "Charcoal Colorbond fence with a matching gate beside a house and garden",
);

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "@shared/showcase/site-content";
import { renderWithProviders } from "@/test/render";
import { testProject, uploadedPhoto, WithSiteContent } from "@/test/site-content";
import { GalleryGrid } from "./gallery-grid";

const nine: SiteContent = { projects: Array.from({ length: 9 }, (_, i) => testProject(i + 1)), sitePhotos: {} };

const renderGallery = (content: SiteContent) =>
  renderWithProviders(
    <WithSiteContent content={content}>
      <GalleryGrid />
    </WithSiteContent>,
  );

describe("GalleryGrid", () => {
  it("renders one card per published project, in the order given, with its title, location, photo and description", () => {
    renderGallery(nine);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual(nine.projects.map((p) => p.title));
    const first = cards[0]!;
    expect(within(first).getByText("Carindale, Brisbane")).toBeInTheDocument();
    expect(within(first).getByText("What we built on job 1.")).toBeInTheDocument();
    expect(within(first).getByRole("img").getAttribute("alt")).toBe("The finished wall of project number 1, seen from the lawn below");
  });

  it("loads only the first row straight away", () => {
    renderGallery(nine);
    const loading = screen.getAllByRole("img").map((image) => image.getAttribute("loading"));
    expect(loading.slice(0, 3)).toEqual(["eager", "eager", "eager"]);
    expect(loading.slice(3).every((value) => value === "lazy")).toBe(true);
  });

  it("offers an uploaded photo as AVIF and WebP at each width, with its size kept", () => {
    const photo = uploadedPhoto("0123456789abcdef", "Sandstone block wall beside a new driveway");
    const { container } = renderGallery({ projects: [testProject(1, { photos: [photo] })], sitePhotos: {} });
    const sources = [...container.querySelectorAll("picture source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/media/0123456789abcdef-480.avif 480w, /media/0123456789abcdef-800.avif 800w, /media/0123456789abcdef-1200.avif 1200w",
    );
    const image = screen.getByRole("img", { name: "Sandstone block wall beside a new driveway" });
    expect(image.getAttribute("src")).toBe("/media/0123456789abcdef.jpg");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1200", "800"]);
  });

  it("says how many photos a project has, and opens them large in a dialog that Escape closes", async () => {
    const photos = [
      uploadedPhoto("0123456789abcdef", "The wall from the lawn"),
      uploadedPhoto("fedcba9876543210", "The wall from the path"),
    ];
    const { user } = renderGallery({ projects: [testProject(1, { title: "Driveway wall", photos })], sitePhotos: {} });
    await user.click(screen.getByRole("button", { name: "View the 2 photos of Driveway wall" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("1 / 2")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
  });

  it("says photos are coming when nothing is published yet", () => {
    renderGallery({ projects: [], sitePhotos: {} });
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByText("Photos of our latest projects are on their way.")).toBeInTheDocument();
  });
});

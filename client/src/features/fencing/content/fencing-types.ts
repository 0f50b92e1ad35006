import { slotImage } from "@shared/showcase/slot-image";
import type { ColorbondFencing, FencingType, TimberFencing } from "./types";

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
    slotImage("fencing/colorbond-smartascreen-charcoal"),
    slotImage("fencing/colorbond-neetascreen-light"),
    slotImage("fencing/colorbond-green-gate"),
  ],
  profiles: [
    {
      name: "Smartascreen",
      description: "Our most popular profile: bold, evenly spaced ribs give a strong, modern line and full privacy on every boundary.",
    },
    {
      name: "Neetascreen",
      description:
        "A flatter, more refined profile with wide smooth pans and fine ribs, for a contemporary look that suits feature fences.",
    },
  ],
  brochure: {
    image: slotImage("brochures/colorbond-fence-colour-chart"),
    fileName: "colorbond-fence-colour-chart",
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
    slotImage("fencing/timber-butted"),
    slotImage("fencing/timber-lapped-capped"),
    slotImage("fencing/timber-good-neighbour"),
    slotImage("fencing/timber-spaced-palings"),
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
  images: [slotImage("fencing/aluminium-pool-fence")],
};

export const fencingTypes = [colorbondFencing, timberFencing, aluminiumFencing] as const;

export const fencingHeroImage = slotImage("fencing/hero-colorbond-fence");

/** A site's address as a maps search (Queensland), and a phone number as a call link: one spelling for every screen. */
export const mapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address}, QLD, Australia`)}`;
export const telUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

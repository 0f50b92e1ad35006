/** Field and button looks shared by the lead's forms; 16 px text on phones so iOS does not zoom in. */
export const inputClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600 sm:text-sm";
export const textAreaClass = `${inputClass} min-h-20`;
export const primaryButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:min-h-10 sm:w-auto sm:text-sm";

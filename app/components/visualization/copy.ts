/** The wizard's texts (SPEC §4, §5, §8), in one place. */
export const WIZARD_STEPS = ["Choose Machines", "Provide Details", "Generate Visualization"] as const;

export const TOASTS = {
  noMachines: { title: "Please select machines", description: "You need to select at least one machine to continue.", variant: "destructive" },
  noWebsite: { title: "Please provide website URL", description: "Website URL is required to extract your branding.", variant: "destructive" },
  uploadFailed: { title: "Upload Failed", description: "There was an error uploading your files. Please try again.", variant: "destructive" },
  generationFailed: { title: "Generation Failed", description: "There was an error generating your visualization. Please try again.", variant: "destructive" },
  ready: { title: "Your visualization is ready!", description: "Download it, or book your free installation below.", variant: "success" },
} as const;

/** A website field that holds no website address (the wizard with and without JS, the API). */
export const WEBSITE_URL_MESSAGE = "Please enter a website address such as https://example.com.";

/** The visitor-facing progress stages, in order (the model's stage names). */
export const STAGES = [
  { key: "queued", label: "Getting started" },
  { key: "reading-website", label: "Reading your website" },
  { key: "composing", label: "Composing your mockup" },
  { key: "enhancing", label: "Adding finishing touches" },
  { key: "finishing", label: "Finishing" },
] as const;

/** Link to the contact form with the request referenced (the contact page can show it). */
export function contactHref(publicId: string) {
  return `/contact?visualization=${encodeURIComponent(publicId)}#contact-form`;
}

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** The wizard's texts (product §4, §5, §8), in one place. */
export const WIZARD_STEPS = ["Choose Machines", "Provide Details", "Generate Visualization"] as const;

export const TOASTS = {
  noMachines: {
    title: "Please select machines",
    description: "You need to select at least one machine to continue.",
    variant: "destructive",
  },
  noWebsite: {
    title: "Please provide website URL",
    description: "Website URL is required to extract your branding.",
    variant: "destructive",
  },
  uploadFailed: {
    title: "Upload Failed",
    description: "There was an error uploading your files. Please try again.",
    variant: "destructive",
  },
  generationFailed: {
    title: "Generation Failed",
    description: "There was an error generating your visualization. Please try again.",
    variant: "destructive",
  },
  ready: {
    title: "Your visualization is ready!",
    description: "Download it, or book your free installation below.",
    variant: "success",
  },
} as const;

/** Link to the contact form with the request referenced (the contact page can show it). */
export function contactHref(publicId: string) {
  return `/contact?visualization=${encodeURIComponent(publicId)}#contact-form`;
}

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

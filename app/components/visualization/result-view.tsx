import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { contactHref } from "./copy";

/** The finished mockup: image, download, the call to book the free installation, start over. */
export function ResultView({
  publicId,
  imageUrl,
  downloadUrl,
  onReset,
}: {
  publicId: string;
  imageUrl: string;
  downloadUrl: string;
  onReset?: () => void;
}) {
  return (
    <div>
      <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <img
          src={imageUrl}
          alt="Your branded vending mockup"
          width={1600}
          height={1000}
          className="h-auto w-full"
          data-testid="visualization-image"
        />
        <figcaption className="px-5 py-3 text-sm text-stone-600">
          A concept mockup of branded machines in your space. Final equipment and placement are confirmed at a
          free site visit.
        </figcaption>
      </figure>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={downloadUrl} download className={buttonClass("outline", "md")}>
          Download Image
        </a>
        {onReset ? (
          <Link to={`/space-visualization/${publicId}`} className={buttonClass("ghost", "md")}>
            Private link to this mockup
          </Link>
        ) : null}
        {onReset ? (
          <button type="button" onClick={onReset} className={buttonClass("ghost", "md")}>
            Create New Visualization
          </button>
        ) : (
          <Link to="/space-visualization" className={buttonClass("ghost", "md")}>
            Create New Visualization
          </Link>
        )}
      </div>
      <section aria-labelledby="book-install" className="mt-8 rounded-2xl bg-night p-6 text-white sm:p-8">
        <h2 id="book-install" className="font-display text-2xl font-bold">
          Like what you see? The real thing is free.
        </h2>
        <p className="mt-2 max-w-2xl text-stone-200">
          We place and stock these machines at no cost to you: you supply the space and power. Book your free
          installation consultation and we will reply in under an hour.
        </p>
        <Link to={contactHref(publicId)} className={buttonClass("gold", "lg", "mt-5")}>
          Book Your Free Installation
        </Link>
      </section>
    </div>
  );
}

/**
 * The consultation form (SPEC §2 Contact, §5). The leads issue owns this component: validation,
 * pending state, spam defence and the /contact action it posts to.
 */
export function ContactForm({ sourcePage }: { sourcePage?: string }) {
  return (
    <form id="contact-form" method="post" action="/contact" className="grid gap-4">
      <input type="hidden" name="sourcePage" value={sourcePage ?? "/"} />
      <label className="grid gap-1.5 text-sm font-medium">
        Full Name
        <input name="fullName" required autoComplete="name" className="rounded-lg border border-stone-300 px-3.5 py-2.5" />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Email
        <input name="email" type="email" required autoComplete="email" className="rounded-lg border border-stone-300 px-3.5 py-2.5" />
      </label>
      <button type="submit" className="rounded-full bg-night px-6 py-3 font-semibold text-white">
        Get Your Free Consultation
      </button>
    </form>
  );
}

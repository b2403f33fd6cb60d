export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  light = false,
  center = true,
}: {
  eyebrow: string;
  title: string;
  lead?: string;
  id: string;
  light?: boolean;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`eyebrow ${light ? "text-brand-300" : ""}`}>{eyebrow}</p>
      <h2 id={id} className={`section-title mt-3 ${light ? "text-white" : ""}`}>
        {title}
      </h2>
      {lead ? <p className={`section-lead ${light ? "text-stone-300" : ""}`}>{lead}</p> : null}
    </div>
  );
}

/** A titled section of plain text; line breaks in the text start new paragraphs. */
export function TextSection({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {text
        .split(/\n+/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="mt-4 text-lg leading-8 text-slate-800">
            {paragraph}
          </p>
        ))}
    </section>
  )
}

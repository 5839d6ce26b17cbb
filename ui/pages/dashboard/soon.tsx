/** A dashboard screen still to be built: says so plainly. */
export const soon = (title: string) =>
  function Soon() {
    return (
      <section className="rounded-card border border-dashed border-line bg-surface p-8">
        <h2 className="text-xl font-bold text-ink">{title}</h2>
        <p className="mt-2 text-ink-soft">This part of the dashboard opens soon.</p>
      </section>
    );
  };

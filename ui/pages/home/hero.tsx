import { buttonClass } from '../../components/button';
import { Container } from '../../components/container';

const showcase = ['hammer-drill', 'circular-saw', 'wrench-set', 'spirit-level'];

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-ink text-white" aria-labelledby="hero-title">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(232,89,12,0.35),transparent_45%)]" />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-orange-200">
            Made in Sheffield since 1978
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold sm:text-5xl lg:text-6xl">
            Tools built for the trade, sold by the people who make them.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-300">
            Drills, saws, wrenches and fixings from our own works, at the manufacturer's price. Order within each product's
            quantities and we dispatch within one working day.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#tools" className={buttonClass('primary', 'lg')}>
              Get Started
            </a>
            <a href="/about" className={buttonClass('inverse', 'lg')}>
              About the works
            </a>
          </div>
        </div>
        <ul className="hidden grid-cols-2 gap-4 sm:grid" aria-hidden>
          {showcase.map((slug, i) => (
            <li key={slug} className={`overflow-hidden rounded-card bg-white/5 ring-1 ring-white/10 ${i % 2 ? 'translate-y-6' : ''}`}>
              {/* Lazy: the list is hidden on phones, and a hidden lazy image is never fetched. */}
              <img src={`/catalogue/${slug}.svg`} alt="" width={400} height={300} className="w-full" loading="lazy" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

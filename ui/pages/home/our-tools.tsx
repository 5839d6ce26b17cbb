import { Container } from '../../components/container';
import { SectionHeading } from '../../components/section-heading';
import { ProductGrid } from '../../catalogue/product-grid';
import { useCatalogue } from '../../catalogue/use-catalogue';

export function OurTools() {
  const grid = useCatalogue();
  return (
    <section id="tools" className="scroll-mt-20 py-16 sm:py-20" aria-labelledby="tools-title">
      <Container>
        <SectionHeading id="tools-title" eyebrow="The catalogue" title="Our Tools">
          Every product ships from our own works. Prices are per unit, in US dollars.
        </SectionHeading>
        <ProductGrid {...grid} />
      </Container>
    </section>
  );
}

import { useDocumentTitle } from '../../components/page-shell';
import { Features } from './features';
import { Hero } from './hero';
import { OurTools } from './our-tools';
import { ShopByCategory } from './shop-by-category';
import { Team } from './team';

export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <Hero />
      <ShopByCategory />
      <OurTools />
      <Features />
      <Team />
    </>
  );
}

import type { FragmentProps } from '@bottega/browser-contract';
import { Slot } from '@bottega/fragment-kit';
import { blocksQuery } from '../../features/blocks/blocks.api';
import { homeHeroId, layoutBlockIds } from '../../features/blocks/blocks.rules';
import { useBlocks } from '../../features/blocks/useBlocks';
import { useLayoutBlocks } from '../../features/blocks/useLayoutBlocks';
import { CategoryTiles } from '../../features/home/components/CategoryTiles';
import { Hero } from '../../features/home/components/Hero';
import { NewsletterCta, Story, Values } from '../../features/home/components/HomeSections';
import { homeRails, type HomeRail } from '../../features/home/home.layout';
import { messages } from '../../messages/it';
import styles from './HomePage.module.css';

/** `/it` and `/it/Home`: hero, promises, categories, the catalog's rails, the story and the newsletter. */
export function HomePage({ locale, basePath, navigate, bus, slot }: FragmentProps) {
  const heroId = homeHeroId(locale);
  const { blocks: heroBlocks } = useBlocks(blocksQuery([heroId]));
  // The same cached request as the footer: the story and newsletter texts cost no extra call.
  const { blocks } = useLayoutBlocks(locale);
  const ids = layoutBlockIds(locale);
  const rail = ({ categoryId, titleKey }: HomeRail) => (
    <Slot slot={slot} remote="mf_catalog" fragment="ProductRail" props={{ categoryId, title: messages.home.rails[titleKey] }} className={styles.rail} />
  );

  return (
    <div className={styles.home}>
      <Hero block={heroBlocks?.get(heroId)} basePath={basePath} navigate={navigate} />
      <Values />
      <CategoryTiles basePath={basePath} navigate={navigate} />
      {rail(homeRails.first)}
      <Story block={blocks?.get(ids.footer)} basePath={basePath} navigate={navigate} />
      {rail(homeRails.second)}
      {rail(homeRails.third)}
      <NewsletterCta block={blocks?.get(ids.newsletter)} bus={bus} basePath={basePath} />
    </div>
  );
}

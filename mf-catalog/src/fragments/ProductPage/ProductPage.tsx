import { useEffect, useRef, useState } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Button, DiscountBadge, Icon, Price, Skeleton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { categoryHref } from '../../app/links';
import { categoryTrail } from '@bottega/api-contract/catalogTrail';
import { Slot } from '@bottega/fragment-kit';
import { Breadcrumbs, BreadcrumbsSkeleton } from '../../features/listing/components/Breadcrumbs';
import { Gallery } from '../../features/product/components/Gallery';
import { OptionPicker } from '../../features/product/components/OptionPicker';
import {
  galleryOf,
  missingChoice,
  pageCartParams,
  selectedVariant,
  selectionFromQuery,
  type MissingChoice,
  type OptionCode,
  type Product,
  type Selection,
} from '../../features/product/product.rules';
import { useProduct } from '../../features/product/useProduct';
import frame from '../../app/page.module.css';
import styles from './ProductPage.module.css';

/** The product detail at /it/p/{productId} (docs/product-rules.md §2, §5, §8, §9). */
export function ProductPage({ params, query, basePath, navigate, bus, slot }: FragmentProps) {
  const productId = params.productId ?? '';
  const product = useProduct(productId);

  if (product.data === null) return <Slot slot={slot} remote="mf_content" fragment="NotFoundPage" />;
  if (product.isError) {
    return (
      <div className={frame.page} role="alert">
        <p>{messages.product.loadFailed}</p>
        <Button variant="secondary" onClick={() => product.refetch()}>
          {messages.listing.retry}
        </Button>
      </div>
    );
  }
  if (!product.data) return <ProductSkeleton />;
  // Keyed by product: choices made on one product never leak into the next one.
  return <ProductDetail key={product.data.uid} product={product.data} query={query} basePath={basePath} navigate={navigate} bus={bus} slot={slot} />;
}

type DetailProps = Pick<FragmentProps, 'query' | 'basePath' | 'navigate' | 'bus' | 'slot'> & { product: Product };

function ProductDetail({ product, query, basePath, navigate, bus, slot }: DetailProps) {
  // The address may name a choice: the GET form below, posted without JavaScript.
  const [selection, setSelection] = useState<Selection>(() => selectionFromQuery(product, query));
  const [missing, setMissing] = useState<MissingChoice>(null);
  const optionsRef = useRef<HTMLFormElement>(null);
  const { final_price, regular_price } = product.price_range.minimum_price;
  const variant = selectedVariant(product, selection);
  const stock = variant ? variant.product : product;

  // The cart's button was pressed before every option was chosen: say which are missing (product rule §5).
  useEffect(() => {
    const subscription = bus.on('cart:options-needed').subscribe(({ sku }) => {
      if (sku !== product.sku) return;
      setMissing(missingChoice(product, selection) ?? 'both');
      // On a phone the button sticks to the bottom of the screen, away from the choices: bring them to the shopper.
      optionsRef.current?.scrollIntoView({ block: 'center' });
    });
    return () => subscription.unsubscribe();
  }, [bus, product, selection]);

  const choose = (code: OptionCode, valueUid: string) => {
    const next = { ...selection, [code]: valueUid };
    setSelection(next);
    if (missing) setMissing(missingChoice(product, next));
  };

  const stockText = (() => {
    if (variant && variant.product.stock_status !== 'IN_STOCK') return { text: messages.product.variantOutOfStock, tone: styles.out };
    if (stock.stock_status !== 'IN_STOCK') return { text: messages.product.outOfStock, tone: styles.out };
    if (stock.only_x_left_in_stock !== null) return { text: messages.product.onlyLeft(stock.only_x_left_in_stock), tone: styles.low };
    return { text: messages.product.inStock, tone: styles.in };
  })();

  const missingMessage = missing === 'both' ? messages.product.chooseBoth : undefined;
  return (
    <div className={frame.page}>
      <Breadcrumbs
        basePath={basePath}
        navigate={navigate}
        current={product.name}
        trail={categoryTrail(product.categories).map((category) => ({ label: category.name, href: categoryHref(basePath, category.uid) }))}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          <Gallery images={galleryOf(product, selection)} name={product.name} />
          <DiscountBadge regular={regular_price.value} special={final_price.value} className={styles.badge} />
        </div>
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand}</p>
          <h1 className={styles.name}>{product.name}</h1>
          <Price regular={regular_price.value} special={final_price.value} size="lg" className={styles.price} />
          <p className={`${styles.stock} ${stockText.tone}`}>
            <span className={styles.dot} aria-hidden="true" />
            {stockText.text}
          </p>
          <form ref={optionsRef} method="get" className={styles.options}>
            <OptionPicker product={product} code="color" selection={selection} onChoose={choose} error={missing === 'color' ? messages.product.chooseColor : undefined} />
            <OptionPicker product={product} code="dimensione" selection={selection} onChoose={choose} error={missing === 'size' ? messages.product.chooseSize : undefined} />
            {product.configurable_options.length > 0 && (
              // Without JavaScript a choice is sent as the page's address; with it, choosing is enough.
              <noscript>
                <Button type="submit" variant="secondary" size="sm">
                  {messages.product.showChoice}
                </Button>
              </noscript>
            )}
          </form>
          {missingMessage && (
            <p className={styles.missing} role="alert">
              <Icon name="warning" size={18} />
              {missingMessage}
            </p>
          )}
          <div className={styles.actions}>
            <Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={pageCartParams(product, selection)} className={styles.add} hydrate="intent" />
            <Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={{ sku: product.sku, name: product.name }} className={styles.heart} hydrate="intent" />
          </div>
          <p className={styles.sku}>
            {messages.product.sku}: {product.merchant_sku}
          </p>
          <section className={styles.section} aria-labelledby={`${product.uid}-description`}>
            <h2 id={`${product.uid}-description`} className={styles.sectionTitle}>
              {messages.product.description}
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>
          <section className={styles.section} aria-labelledby={`${product.uid}-shipping`}>
            <h2 id={`${product.uid}-shipping`} className={styles.sectionTitle}>
              <Icon name="truck" size={20} />
              {messages.product.shippingTitle}
            </h2>
            <ul className={styles.terms}>
              {messages.product.shipping.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className={frame.page} aria-busy="true">
      <BreadcrumbsSkeleton width="14rem" />
      <div className={styles.layout}>
        <Skeleton aspectRatio="1080 / 1340" />
        <div className={styles.info}>
          <Skeleton width="30%" shape="text" />
          <Skeleton width="80%" height="2.5rem" />
          <Skeleton width="25%" shape="text" />
          <Skeleton height="6rem" />
          <Skeleton height="3.5rem" />
        </div>
      </div>
    </div>
  );
}

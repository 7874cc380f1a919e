/** A product picture from the server's resized variants, or our own sample art when it has none. */
import { imageSrcSet } from '@freakdrop/contract';
import sampleProduct from '../assets/sample-product.svg';

interface Props {
  src: string | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  /** Above the fold: load at once and tell the browser it matters. */
  priority?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, sizes, priority = false, className }: Props) {
  const url = src || sampleProduct;
  const srcSet = src ? imageSrcSet(src) : undefined;
  return (
    <img
      className={className}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

import type { CSSProperties } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';

/**
 * A responsive image from gatsby-plugin-image's data (gatsbyImageData), as a plain <picture>: the browser picks the
 * format (AVIF, WebP, JPEG) and the width, the width and height attributes reserve the space (no layout shift), and
 * the blurred placeholder shows until the image paints. It stands in for <GatsbyImage>, whose browser runtime
 * (react-dom/server, for its lazy hydration) would add 26 kB gzip of JavaScript to every page with a cover.
 */
export default function Picture({ image, alt, className, loading = 'lazy' }: { image: IGatsbyImageData; alt: string; className?: string; loading?: 'lazy' | 'eager' }) {
  const { images, width, height, backgroundColor, placeholder } = image;
  const style: CSSProperties = {
    display: 'block',
    width: '100%',
    maxWidth: width,
    height: 'auto',
    backgroundColor,
    backgroundImage: placeholder?.fallback ? `url("${placeholder.fallback}")` : undefined,
    backgroundSize: 'cover',
  };
  return (
    <picture className={className} style={{ display: 'block', overflow: 'hidden', maxWidth: width }}>
      {images.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img src={images.fallback?.src} srcSet={images.fallback?.srcSet} sizes={images.fallback?.sizes} width={width} height={height} alt={alt} loading={loading} decoding="async" style={style} />
    </picture>
  );
}

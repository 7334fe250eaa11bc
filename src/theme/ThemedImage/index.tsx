import './styles.module.css';

export interface ThemedImageProps {
  alt: string;
  sources: { light: string; dark: string };
  width?: number;
  height?: number;
}

/** Both variants are rendered; CSS shows the one matching [data-theme], so there is no flash or layout shift. */
export default function ThemedImage({ alt, sources, width, height }: ThemedImageProps) {
  return (
    <span className="themed-image">
      <img className="themed-image--light" src={sources.light} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      <img className="themed-image--dark" src={sources.dark} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </span>
  );
}

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import './styles.css';

/** What `import photo from './photo.png?ideal'` gives (with the ideal-image plugin). */
export interface IdealImageData {
  /** URL of the largest variant. */
  src: string;
  /** Every variant as `url 640w, url 1030w`. */
  srcSet: string;
  /** Size of the largest variant, in pixels. */
  width: number;
  height: number;
  /** A tiny blurred version as a data URL, shown until the image has loaded. */
  placeholder?: string;
  images: { path: string; width: number; height: number }[];
}

export interface IdealImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> {
  /** An import with ?ideal, or a plain URL. */
  img: IdealImageData | string;
}

/** A responsive image: lazily loaded, sized to avoid layout shift, with a blurred placeholder. */
export default function IdealImage({ img, alt = '', sizes, className, style, onLoad, ...props }: IdealImageProps) {
  const data = typeof img === 'string' ? { src: img } : img;
  const ref = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  // An image that loaded before hydration fires no load event for React to see.
  useEffect(() => {
    if (ref.current?.complete) setLoaded(true);
  }, []);
  const placeholder = 'placeholder' in data && data.placeholder && !loaded ? { backgroundImage: `url("${data.placeholder}")` } : undefined;
  const width = 'width' in data ? data.width : undefined;
  return (
    <img
      ref={ref}
      src={data.src}
      srcSet={'srcSet' in data ? data.srcSet : undefined}
      sizes={sizes ?? (width ? `(min-width: ${width}px) ${width}px, 100vw` : undefined)}
      width={width}
      height={'height' in data ? data.height : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={['ideal-image', className].filter(Boolean).join(' ')}
      style={placeholder || style ? { ...placeholder, ...style } : undefined}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      {...props}
    />
  );
}

import type { Picture } from "@dukan/contract";
import { useRef, useState } from "react";
import { useLanguage, useMessages } from "../lib/i18n.tsx";
import { pictureAt, srcSetOf } from "../lib/pictures.ts";
import { format } from "../locales/index.ts";

const STEPS: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Every picture of a product in a strip that snaps one picture at a time: swiping
 * and scrolling are the browser's own, so without JavaScript it is a row of plain
 * images. With it, thumbnails are buttons and the arrow keys move.
 */
export function ProductGallery({ pictures }: { pictures: Picture[] }) {
  const language = useLanguage();
  const t = useMessages().product;
  const strip = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = pictures.length;

  const show = (index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    strip.current?.scrollTo({ left: target * strip.current.clientWidth, behavior: "smooth" });
    setCurrent(target);
    return target;
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const target = show(step(current, count));
    if (event.target instanceof HTMLButtonElement)
      (thumbs.current?.children[target] as HTMLElement | undefined)?.focus();
  };
  const onScroll = () => {
    const el = strip.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (count === 0) return <div className="gallery" />;
  return (
    // Arrow keys work on the focusable strip and on the thumbnail buttons inside.
    <div className="gallery" onKeyDown={onKeyDown}>
      <div
        ref={strip}
        className="gallery__strip"
        tabIndex={0}
        role="region"
        aria-label={t.gallery}
        onScroll={onScroll}
      >
        {pictures.map((picture, index) => (
          <img
            key={picture.url}
            src={pictureAt(picture.url, 640)}
            srcSet={srcSetOf(picture.url, [320, 640, 800])}
            sizes="(min-width: 78rem) 37rem, (min-width: 48rem) 46vw, 92vw"
            width={picture.width}
            height={picture.height}
            alt={language === "hr" ? picture.alt_hr : picture.alt_en}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
            decoding={index === 0 ? undefined : "async"}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <noscript>
            <style>{".gallery__thumbs{display:none}"}</style>
          </noscript>
          <div ref={thumbs} className="gallery__thumbs">
            {pictures.map((picture, index) => (
              <button
                key={picture.url}
                type="button"
                className="gallery__thumb"
                aria-label={format(t.picture, { n: index + 1, count })}
                aria-current={index === current}
                onClick={() => show(index)}
              >
                <img
                  src={pictureAt(picture.url, 160)}
                  width={picture.width}
                  height={picture.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

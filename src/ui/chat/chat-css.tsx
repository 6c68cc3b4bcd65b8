// Styles of the chat parts as one string: the widget puts it into its shadow root (no page CSS
// reaches in, none leaks out) and the inbox renders it with <ChatStyles />. Colours come from
// custom properties set by the container (the widget theme), with the defaults of spec 9.
export const chatCss = `
.dc-text{white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word}
.dc-link{color:var(--dc-link,#1D4ED8);text-decoration:underline;overflow-wrap:anywhere}
.dc-mono{display:block;white-space:pre-wrap;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;margin:2px 0}
.dc-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em;background:rgba(127,127,127,.15);border-radius:4px;padding:0 3px}
.dc-muted{opacity:.75;font-size:.9em}
.dc-figure{margin:0;display:flex;flex-direction:column;gap:4px;max-width:100%}
.dc-caption{font-size:.95em}
.dc-image-button{display:block;padding:0;border:0;background:none;cursor:zoom-in;border-radius:10px;overflow:hidden;max-width:100%}
.dc-image{display:block;max-width:100%;max-height:260px;object-fit:cover;border-radius:10px}
.dc-sticker .dc-image{width:120px;height:120px;object-fit:contain;background:none}
.dc-viewer{position:fixed;inset:0;z-index:200000;background:rgba(0,0,0,.9);display:flex;align-items:center;justify-content:center;padding:16px}
.dc-viewer-image{max-width:100%;max-height:100%;object-fit:contain}
.dc-viewer-close{position:absolute;top:12px;right:12px;width:44px;height:44px;border-radius:50%;border:0;background:rgba(255,255,255,.15);color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer}
.dc-icon-button{display:inline-flex;align-items:center;justify-content:center;min-width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer;padding:0;flex:none}
.dc-icon-button:disabled{opacity:.4;cursor:default}
.dc-icon-button:focus-visible,.dc-image-button:focus-visible{outline:2px solid var(--dc-primary,#2776EA);outline-offset:2px}
.dc-video{position:relative;background:#000;border-radius:10px;overflow:hidden;width:100%;color:#fff}
.dc-video-el{display:block;width:100%;max-height:240px;background:#000}
.dc-video:fullscreen .dc-video-el{max-height:calc(100% - 44px);height:calc(100% - 44px)}
.dc-video:fullscreen{display:flex;flex-direction:column;justify-content:center}
.dc-video-loading{position:absolute;top:8px;left:8px;font-size:12px;background:rgba(0,0,0,.5);padding:2px 6px;border-radius:6px}
.dc-media-error{margin:0;padding:8px 10px;font-size:13px;background:#7f1d1d;color:#fff}
.dc-controls{display:flex;align-items:center;gap:4px;padding:2px 4px;background:rgba(0,0,0,.6)}
.dc-range{flex:1;min-width:40px;accent-color:var(--dc-primary,#2776EA);margin:0}
.dc-time{font-size:12px;font-variant-numeric:tabular-nums;white-space:nowrap}
.dc-audio{display:flex;align-items:center;gap:6px;min-width:220px;max-width:100%;padding:4px 6px;border-radius:10px;background:rgba(127,127,127,.12)}
.dc-audio-dark{background:rgba(255,255,255,.12);color:#fff}
.dc-audio-play{background:var(--dc-primary,#2776EA);color:var(--dc-on-primary,#000)}
.dc-spinner{width:16px;height:16px;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:dc-spin .8s linear infinite}
@keyframes dc-spin{to{transform:rotate(360deg)}}
.dc-document{display:flex;align-items:center;gap:8px;padding:6px 8px;border-radius:10px;background:rgba(127,127,127,.12);max-width:100%}
.dc-document-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis}
.dc-location{display:flex;gap:8px;align-items:flex-start}
.dc-location-body{display:flex;flex-direction:column;gap:2px;min-width:0}
.dc-reply-buttons{display:flex;flex-direction:column;gap:6px;margin-top:6px}
.dc-choice{display:flex;align-items:center;justify-content:center;gap:6px;width:100%;min-height:40px;padding:8px 12px;border-radius:10px;border:1px solid var(--dc-primary,#2776EA);background:var(--dc-bg,#fff);color:var(--dc-primary-text,#2673E5);font:inherit;font-weight:600;cursor:pointer;text-align:center}
.dc-choice:disabled{opacity:.4;cursor:default}
.dc-choice:focus-visible{outline:2px solid var(--dc-primary,#2776EA);outline-offset:2px}
.dc-header{font-weight:700;margin-bottom:4px}
.dc-footer{opacity:.7;font-size:.88em;margin-top:4px}
.dc-sheet-backdrop{position:absolute;inset:0;z-index:5;background:rgba(0,0,0,.35);display:flex;align-items:flex-end}
.dc-sheet{width:100%;max-height:80%;overflow:auto;background:var(--dc-bg,#fff);color:var(--dc-fg,#111827);border-radius:16px 16px 0 0;padding:8px 0 12px;box-shadow:0 -8px 24px rgba(0,0,0,.2)}
.dc-sheet-head{display:flex;align-items:center;justify-content:space-between;padding:4px 8px 4px 16px;font-weight:700}
.dc-sheet-section{padding:8px 16px 4px;font-size:.85em;font-weight:700;opacity:.7;text-transform:uppercase;letter-spacing:.03em}
.dc-row{display:flex;flex-direction:column;align-items:flex-start;gap:2px;width:100%;padding:10px 16px;border:0;border-bottom:1px solid var(--dc-border,#E5E7EB);background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.dc-row:hover,.dc-row:focus-visible{background:rgba(127,127,127,.1);outline:none}
.dc-row-desc{font-size:.88em;opacity:.7}
`;

/** The chat-part styles for a page of our apps (the widget inlines `chatCss` into its shadow root). */
export function ChatStyles() {
  return <style>{chatCss}</style>;
}

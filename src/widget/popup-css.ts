// The pop-up's styles, inside its own shadow root (the page's CSS cannot reach in). A fixed box
// over the page: nothing of the page moves (no layout shift). The bottom corners sit above the
// chat bubble. Motion only for those who have not asked the system for less.
export const popupCss = `
.p{position:fixed;z-index:2147483646;box-sizing:border-box;width:min(340px,calc(100vw - 24px));max-height:calc(100vh - 24px);overflow:auto;
background:#fff;color:#1f2937;border-radius:14px;box-shadow:0 12px 32px rgba(0,0,0,.28);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px;text-align:left}
.p[data-pos=top_left]{top:12px;left:12px}.p[data-pos=top_right]{top:12px;right:12px}
.p[data-pos=bottom_left]{bottom:88px;left:12px}.p[data-pos=bottom_right]{bottom:88px;right:12px}
@media (prefers-reduced-motion:no-preference){.p{animation:dcp-in .22s ease-out}}
@keyframes dcp-in{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
.x{position:absolute;top:6px;right:6px;width:36px;height:36px;border:0;border-radius:18px;background:transparent;color:#4b5563;font:22px/1 system-ui,sans-serif;cursor:pointer}
.x:hover{background:#f3f4f6}
img{display:block;width:100%;height:auto;border-radius:10px;margin:0 0 12px;aspect-ratio:auto}
h2{margin:0 36px 6px 0;font-size:18px;line-height:1.3;font-weight:700}
p{margin:0 0 12px;white-space:pre-line}
.b{display:block;box-sizing:border-box;width:100%;min-height:44px;padding:10px 14px;border:0;border-radius:10px;background:#15803d;color:#fff;font:600 15px/1.3 inherit;text-align:center;text-decoration:none;cursor:pointer}
.b:disabled{opacity:.6;cursor:default}
.code{display:block;margin:0 0 10px;padding:10px;border:2px dashed #15803d;border-radius:10px;font:700 18px/1.2 ui-monospace,monospace;text-align:center;letter-spacing:.04em;user-select:all}
label{display:block;margin:0 0 6px;font-weight:600}
input[type=tel]{box-sizing:border-box;width:100%;min-height:44px;margin:0 0 10px;padding:8px 10px;border:1px solid #9ca3af;border-radius:8px;font:16px inherit}
.c{display:flex;gap:8px;align-items:flex-start;margin:0 0 8px;font-weight:400}
.c input{width:20px;height:20px;margin:2px 0 0;flex:none}
.w{font-size:13px;color:#4b5563}
.e{color:#b91c1c;margin:0 0 8px;font-size:14px}
:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

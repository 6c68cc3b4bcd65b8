// Styles of the widget itself (the chat parts have theirs in ui/chat/chat-css.tsx). Split in two so
// the standalone loader carries only the bubble's. Every root sets its own font, colour and size:
// inside a shadow root inherited properties still come from the host page.
export const bubbleCss = `
:host{all:initial}
:host([hidden]) .dc-w{display:none}
.dc-w{position:fixed;bottom:20px;z-index:2147483000;font-family:var(--dc-font,system-ui,sans-serif);font-size:var(--dc-font-size,14px);line-height:1.4;color:var(--dc-fg,#111827);letter-spacing:normal;text-align:left;text-transform:none;font-weight:400;font-style:normal}
.dc-w[data-font=inherit]{font-family:inherit}
.dc-w *,.dc-w *::before,.dc-w *::after{box-sizing:border-box}
.dc-w[data-placement=right]{right:20px}
.dc-w[data-placement=left]{left:20px}
.dc-bubble{display:flex;align-items:center;gap:10px;flex-direction:row-reverse;border:0;padding:0;background:none;cursor:pointer;font:inherit;color:inherit}
.dc-w[data-placement=left] .dc-bubble{flex-direction:row}
.dc-bubble-icon{display:flex;align-items:center;justify-content:center;border-radius:50%;background:var(--dc-primary,#2776EA);color:var(--dc-on-primary,#000);box-shadow:0 6px 20px rgba(0,0,0,.25);flex:none}
.dc-bubble:focus-visible .dc-bubble-icon{outline:3px solid var(--dc-primary,#2776EA);outline-offset:3px}
.dc-bubble-label{display:flex;flex-direction:column;align-items:flex-start;background:#fff;color:#111827;border-radius:14px;padding:8px 14px;box-shadow:0 6px 20px rgba(0,0,0,.18);animation:dc-in .25s ease-out;max-width:220px}
.dc-bubble-label strong{font-size:1em;font-weight:700}
.dc-bubble-label span{font-size:.9em;opacity:.75}
@keyframes dc-in{from{opacity:0;transform:translateY(6px)}to{opacity:1;transform:none}}
@media (prefers-reduced-motion:reduce){.dc-bubble-label{animation:none}}
`;

export const windowCss = `
.dc-window{position:fixed;bottom:20px;width:var(--dc-width,400px);height:var(--dc-height,500px);max-width:calc(100vw - 24px);max-height:calc(100dvh - 40px);display:flex;flex-direction:column;background:var(--dc-bg,#fff);color:var(--dc-fg,#111827);border:1px solid var(--dc-border,#E5E7EB);border-radius:16px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.25);font-family:var(--dc-font,system-ui,sans-serif);font-size:var(--dc-font-size,14px);line-height:1.4;z-index:2147483001}
.dc-w[data-font=inherit] .dc-window{font-family:inherit}
.dc-w[data-placement=right] .dc-window{right:20px}
.dc-w[data-placement=left] .dc-window{left:20px}
@media (max-width:480px){.dc-window{position:fixed;inset:0;width:100vw;height:100dvh;max-width:none;max-height:none;border-radius:0;border:0}}
.dc-head{display:flex;align-items:center;gap:8px;padding:10px 8px 10px 14px;background:var(--dc-primary,#2776EA);color:var(--dc-on-primary,#000)}
.dc-head-text{flex:1;min-width:0;display:flex;flex-direction:column}
.dc-title{font-weight:700;font-size:1.05em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;margin:0}
.dc-status{display:flex;align-items:center;gap:5px;font-size:.85em;opacity:.9}
.dc-status::before{content:"";width:8px;height:8px;border-radius:50%;background:#4ADE80}
.dc-head .dc-icon-button{color:inherit;width:40px;height:40px}
.dc-head .dc-icon-button:hover{background:rgba(255,255,255,.15)}
.dc-body{position:relative;flex:1;min-height:0;display:flex;flex-direction:column}
.dc-list{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:8px;overscroll-behavior:contain}
.dc-hint{margin:auto 8px;text-align:center;opacity:.7;font-size:.95em}
.dc-msg{max-width:min(280px,85%);padding:8px 12px;border-radius:14px;font-size:var(--dc-font-size,14px)}
.dc-msg-me{align-self:flex-end;background:var(--dc-sent-bg,#2776EA);color:var(--dc-sent-fg,#0D0D0D);border-bottom-right-radius:4px;--dc-link:var(--dc-sent-link,#0D0D0D)}
.dc-msg-bot{align-self:flex-start;background:var(--dc-recv-bg,#F3F4F6);color:var(--dc-recv-fg,#111827);border-bottom-left-radius:4px;--dc-link:var(--dc-recv-link,#1D4ED8)}
.dc-msg-error{align-self:flex-start;background:#FEF2F2;color:#991B1B;border:1px solid #FECACA}
.dc-msg-failed{opacity:.6}
.dc-typing{align-self:flex-start;display:flex;gap:4px;padding:12px 14px;border-radius:14px;background:var(--dc-recv-bg,#F3F4F6)}
.dc-typing i{width:7px;height:7px;border-radius:50%;background:var(--dc-recv-fg,#111827);opacity:.4;animation:dc-dot 1s infinite}
.dc-typing i:nth-child(2){animation-delay:.15s}.dc-typing i:nth-child(3){animation-delay:.3s}
@keyframes dc-dot{50%{opacity:1;transform:translateY(-3px)}}
.dc-composer{display:flex;align-items:flex-end;gap:4px;padding:8px;border-top:1px solid var(--dc-border,#E5E7EB);background:var(--dc-bg,#fff)}
.dc-input{flex:1;min-width:0;resize:none;border:1px solid var(--dc-border,#E5E7EB);border-radius:12px;padding:9px 12px;font:inherit;font-size:max(16px,var(--dc-font-size,14px));line-height:1.35;max-height:120px;background:var(--dc-bg,#fff);color:var(--dc-fg,#111827);outline:none}
@media (min-width:481px){.dc-input{font-size:var(--dc-font-size,14px)}}
.dc-input:focus{border-color:var(--dc-primary,#2776EA)}
.dc-input::placeholder{color:currentColor;opacity:.5}
.dc-send{background:var(--dc-primary,#2776EA);color:var(--dc-on-primary,#000);width:40px;height:40px}
.dc-send:disabled{opacity:.4}
.dc-date{position:absolute;bottom:100%;left:8px;right:8px;display:flex;gap:6px;align-items:center;padding:8px;background:var(--dc-bg,#fff);border:1px solid var(--dc-border,#E5E7EB);border-radius:12px;box-shadow:0 6px 20px rgba(0,0,0,.15)}
.dc-date input{flex:1;min-width:0;font:inherit;padding:6px 8px;border:1px solid var(--dc-border,#E5E7EB);border-radius:8px;background:var(--dc-bg,#fff);color:var(--dc-fg,#111827);color-scheme:light dark}
.dc-date .dc-choice{width:auto;min-height:36px}
.dc-composer-wrap{position:relative}
.dc-powered{padding:4px 0 6px;text-align:center;font-size:11px;opacity:.7;background:var(--dc-bg,#fff)}
.dc-powered a{color:inherit;font-weight:600}
.dc-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** @jsxImportSource preact */
import { render } from 'preact';
import { $language, savedLanguage } from '../../i18n/language.ts';
import { CartApp } from './app.tsx';

// Mounted by src/pages/cart/index.astro with a plain module script (no React renderer to load).
// Until the link says which language the chat spoke, the visitor's saved one (no geolocation lookup here).
$language.set(savedLanguage() ?? (document.documentElement.lang === 'sw' ? 'sw' : 'en'));
const root = document.getElementById('cart-root');
if (root) render(<CartApp />, root);

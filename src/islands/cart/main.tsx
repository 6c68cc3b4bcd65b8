/** @jsxImportSource preact */
import { render } from 'preact';
import { CartApp } from './app.tsx';

// Mounted by src/pages/cart/index.astro with a plain module script (no React renderer to load).
const root = document.getElementById('cart-root');
if (root) render(<CartApp />, root);

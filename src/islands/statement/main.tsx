/** @jsxImportSource preact */
import { render } from 'preact';
import { $language, savedLanguage } from '../../i18n/language.ts';
import { StatementApp } from './app.tsx';

// Mounted by src/pages/statement/index.astro with a plain module script, like the order page.
// Until the statement says the debt's language, the visitor's saved one.
$language.set(savedLanguage() ?? (document.documentElement.lang === 'sw' ? 'sw' : 'en'));
const root = document.getElementById('statement-root');
if (root) render(<StatementApp />, root);

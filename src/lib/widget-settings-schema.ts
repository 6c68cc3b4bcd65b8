// The body of PUT /api/widget-settings, where the OpenAPI check looks for request schemas
// (src/lib/*-schema*.ts). The theme contract itself lives in lib/chat/widget-theme.ts.
export { widgetThemeUpdateSchema } from './chat/widget-theme.ts';

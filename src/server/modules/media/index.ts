// The face of the media module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { mediaDir, mediaName, readImage, removeMedia, toWebp, writeMedia } from './image-store.ts';
export { privateMediaLinks, privateMediaUrl } from './private-media.ts';

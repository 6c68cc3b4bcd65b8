// The face of the user module: what other modules may import (decision 0035). Anything else
// in this folder is the module's own; a flow (src/server/flows) may reach further.
export { LOGIN_WINDOW_MS, checkCurrentPassword, checkPasswordThrottled } from './password-check.ts';
export { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
export { findUserByEmail, storePasswordHash, toUserDto } from './user.service.ts';

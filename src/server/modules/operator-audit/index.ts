// The face of the operator-audit module (a base module: it imports no other module). Every
// operator action is written here, in the transaction of the change it records.
export { listOperatorActions, recordOperatorAction } from './record-action.ts';
export type { OperatorActionEntry, OperatorActor } from './record-action.ts';

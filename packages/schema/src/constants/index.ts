// Every file of this folder, collected by scripts/write-module-index.ts (npm run codegen): a new
// domain's constants file is exported without editing a list.
export * from '../generated/constants.ts';

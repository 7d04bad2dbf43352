/** The period of an ASIN analytics call, and the compare period only when both of its ends are given. */
export const rangeOf = (args: {
  from: string;
  to: string;
  compareFrom?: string | null;
  compareTo?: string | null;
}) => ({
  from: args.from,
  to: args.to,
  ...(args.compareFrom && args.compareTo ? { compareFrom: args.compareFrom, compareTo: args.compareTo } : {}),
});

/** Placeholder filled after the judgement. */
export const SIGNED: Record<string, { signedFor: string; holds: (answer: any) => void }> = {};

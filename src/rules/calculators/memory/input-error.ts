/** Bad input: `field` names the offending input field for the API error. */
export class MemoryInputError extends RangeError {
  constructor(
    message: string,
    readonly field: string,
    readonly code: 'BAD_USER_INPUT' | 'NOT_FOUND' = 'BAD_USER_INPUT',
  ) {
    super(message);
    this.name = 'MemoryInputError';
  }
}

/**
 * An error of the token and revocation endpoints, answered as RFC 6749 §5.2 says ({ error, error_description })
 * rather than the API's { error: { code, message } }: OAuth client libraries read that shape.
 */
export class OAuthError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_scope' | 'unsupported_token_type',
    readonly description: string,
    readonly status = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
  }
}

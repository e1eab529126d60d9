import { expect } from 'chai';
import jwt, { JsonWebTokenError, TokenExpiredError } from 'jsonwebtoken';
import { VerifiedTokens } from '../../src/auth/verified-tokens';

const config = { jwtSecret: 'a-test-secret-that-is-long-enough-1234', jwtIssuer: 'test-issuer' };
const sign = (claims: object, options: jwt.SignOptions = {}, secret = config.jwtSecret): string =>
  jwt.sign(claims, secret, { algorithm: 'HS256', issuer: config.jwtIssuer, expiresIn: 60, ...options });

describe('verified bearer tokens', () => {
  it('answers a known token from memory until its exp, then refuses it as expired', () => {
    const tokens = new VerifiedTokens(config);
    const token = sign({ sub: 'usr_1' });
    const exp = (jwt.decode(token) as { exp: number }).exp;
    const first = tokens.claimsOf(token, (exp - 30) * 1000);
    expect(first).to.include({ sub: 'usr_1' });
    expect(tokens.claimsOf(token, (exp - 1) * 1000)).to.equal(first);
    expect(tokens.size).to.equal(1);
    expect(() => tokens.claimsOf(token, exp * 1000 + 10)).to.throw(TokenExpiredError);
  });

  it('checks a refused token every time and never keeps it', () => {
    const tokens = new VerifiedTokens(config);
    const forged = sign({ sub: 'usr_1' }, {}, 'another-secret-of-enough-length-5678');
    const otherIssuer = sign({ sub: 'usr_1' }, { issuer: 'someone-else' });
    for (let i = 0; i < 2; i += 1) {
      expect(() => tokens.claimsOf(forged)).to.throw(JsonWebTokenError);
      expect(() => tokens.claimsOf(otherIssuer)).to.throw(JsonWebTokenError);
    }
    const valid = sign({ sub: 'usr_1' });
    const [head, payload] = valid.split('.');
    expect(tokens.claimsOf(valid)).to.include({ sub: 'usr_1' });
    // Known claims are no shortcut for another signature over the same header and payload.
    expect(() => tokens.claimsOf(`${head}.${payload}.${'A'.repeat(43)}`)).to.throw(JsonWebTokenError);
    expect(tokens.size).to.equal(1);
  });

  it('keeps at most its capacity, dropping the least recently used token', () => {
    const tokens = new VerifiedTokens(config, 2);
    const [a, b, c] = ['usr_a', 'usr_b', 'usr_c'].map((sub) => sign({ sub }));
    tokens.claimsOf(a);
    tokens.claimsOf(b);
    tokens.claimsOf(a);
    tokens.claimsOf(c);
    expect(tokens.size).to.equal(2);
    // b was dropped: verifying it again gives a new (equal) object, a stays the one remembered.
    const aAgain = tokens.claimsOf(a);
    expect(tokens.claimsOf(a)).to.equal(aAgain);
  });

  it('does not keep tokens without an expiry', () => {
    const tokens = new VerifiedTokens(config);
    const token = jwt.sign({ sub: 'usr_1' }, config.jwtSecret, { algorithm: 'HS256', issuer: config.jwtIssuer });
    expect(tokens.claimsOf(token)).to.include({ sub: 'usr_1' });
    expect(tokens.size).to.equal(0);
  });
});

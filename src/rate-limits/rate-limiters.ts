// The rate-limiter-flexible classes this service uses, loaded file by file: the package's index loads all of its
// ~30 stores and wrappers (Mongo, MySQL, DynamoDB, cluster…), a cost paid at every start for nothing.
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js';

export type { RateLimiterAbstract } from 'rate-limiter-flexible';
export { RateLimiterMemory, RateLimiterRedis, RateLimiterRes };

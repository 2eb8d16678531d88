/**
 * The gateway's context type (habit 2): what each middleware puts on `c.var`, in one place. Each file exports
 * its own part (`RequestIdVariables`, `ClientIpVariables`, `SessionVariables`, `PageVariables`); middleware
 * that reads another's part is typed with the whole `GatewayEnv`. `locals` is set on page requests only.
 */
import type { ClientIpVariables } from './client-ip';
import type { RequestIdVariables } from './request-id';
import type { PageVariables, SessionVariables } from './session';

export type GatewayVariables = RequestIdVariables & ClientIpVariables & SessionVariables & PageVariables;

export type GatewayEnv = { Variables: GatewayVariables };

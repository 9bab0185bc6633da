import { z } from 'zod';
import { CHECK_IN_NETWORK_TEXT_MAX, CHECK_IN_NETWORKS_MAX, canonicalNetwork } from '../network';

// A module of its own: the address parser (ipaddr.js) then loads with the administrators' page
// only, not with every screen that reads the timesheet schemas.
/** Check-in rules (issue #20): the networks a company's check-ins must come from. */
export const ZCheckInNetworksQuery = z.object({
  company_id: z.coerce.number().int().min(1).max(4),
});
export const ZCheckInNetworksInput = z.object({
  company_id: z.number().int().min(1).max(4),
  /** An address ("203.0.113.7") or a CIDR range ("203.0.113.0/24"), IPv4 or IPv6; empty: anywhere. */
  networks: z
    .array(
      z
        .string()
        // A text too long is told as such, not also as a bad network.
        .max(CHECK_IN_NETWORK_TEXT_MAX, { abort: true })
        .refine((s) => canonicalNetwork(s) !== null, { params: { rule: 'network' } }),
    )
    .max(CHECK_IN_NETWORKS_MAX),
});
export type CheckInNetworksInput = z.infer<typeof ZCheckInNetworksInput>;
export const ZCheckInNetworks = z.object({
  company_id: z.number().int(),
  networks: z.array(z.string()),
  /** The address this request came from, as the server sees it (behind `TRUST_PROXY`, the client's). */
  your_ip: z.string(),
  /** Whether a check-in from that address would pass the saved networks. */
  your_ip_allowed: z.boolean(),
});
export type CheckInNetworks = z.infer<typeof ZCheckInNetworks>;

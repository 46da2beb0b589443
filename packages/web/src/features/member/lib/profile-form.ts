import { ZUpdateInfoRequest, type TMemberInfo } from '@meridian/protocol';
import { requestForm } from '../../../lib/request-form';

/** The chains a USDT address may be on, as the contract lists them. */
export const NETWORKS = ZUpdateInfoRequest.shape.network.def.innerType.options;
type Network = (typeof NETWORKS)[number];

export function isNetwork(value: string): value is Network {
  return (NETWORKS as readonly string[]).includes(value);
}

// The email and the phone are not among them: they change on a page of their own (ContactRow).
const FIELDS = ['nickname', 'timeZone', 'usdtAddress', 'network'] as const;

/** What the profile form edits, every value as the member left it ('' for no network chosen). */
export type ProfileValues = Record<(typeof FIELDS)[number], string>;

/** The profile as saved, to compare the form with. */
export function savedProfile(member: TMemberInfo): ProfileValues {
  return { nickname: member.nickname, timeZone: member.timeZone, usdtAddress: member.usdtAddress, network: member.network };
}

/** The form to start with: with a single network on offer there is nothing to choose, it is chosen already. */
export function profileFormValues(saved: ProfileValues): ProfileValues {
  return { ...saved, network: saved.network || (NETWORKS.length === 1 ? (NETWORKS[0] ?? '') : '') };
}

/**
 * The profile form checked by the protocol's `ZUpdateInfoRequest`: only what changed is sent (the
 * server treats every field as optional), so a profile with nothing changed is refused as a whole.
 */
export function profileFormSchema(saved: ProfileValues) {
  return requestForm((form: ProfileValues) => {
    const changes: Partial<ProfileValues> = {};
    for (const field of FIELDS) {
      const value = form[field].trim();
      if (value !== saved[field]) changes[field] = value;
    }
    return changes;
  }, ZUpdateInfoRequest);
}

/** An address is only usable with its network (the server refuses one without, too). */
export function isNetworkMissing(form: ProfileValues): boolean {
  return form.usdtAddress.trim() !== '' && !isNetwork(form.network);
}

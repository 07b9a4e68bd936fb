/**
 * A whole GPU server as an owned planJob setup (issues 28 and 31): what the machine costs and
 * what it draws. The server is the whole machine, so no platform tier is added to its price;
 * a bare node (priceIncludesGpus false) adds its GPUs at the asked condition. Power is the
 * maker's maximum system power when on record, else the GPUs at TDP plus the plan's allowance
 * for the rest of the machine (cpuWatts), the same count an N-card setup gets. Pure.
 */

/** The price observation behind a server's price, as the catalog dates it. */
export interface ServerPriceBasis {
  priceKind: string | null;
  observedOn: string | null;
  sourceKey: string | null;
  notes: string | null;
}

export interface ServerMachineInput {
  name: string;
  gpuCount: number;
  gpuName: string;
  /** The server's price at the asked condition (serverFits' price); null when none is on record. */
  priceUsd: number | null;
  priceCondition: 'NEW' | 'USED' | null;
  priceIncludesGpus: boolean;
  /** One GPU module's price at the asked condition; only read for a bare node. */
  gpuPriceUsd: number | null;
  maxPowerW: number | null;
  basis: ServerPriceBasis | null;
}

export type ServerMachine =
  | {
      priced: true;
      /** The whole machine, US dollars (a bare node: node plus its GPUs). */
      hardwareUsd: number;
      /** The maker's maximum system power, W; null when not on record (then GPUs at TDP + cpuWatts). */
      machineWatts: number | null;
      notes: string[];
    }
  | { priced: false; reason: string };

/** What the server's price rests on, in words: its kind, date and source. */
export function serverPriceNote(server: ServerMachineInput): string {
  const b = server.basis;
  const kind = b?.priceKind ? ` (${b.priceKind}` : ' (kind not on record';
  const date = b?.observedOn ? `, observed ${b.observedOn}` : ', undated';
  const source = b?.sourceKey ? `, source ${b.sourceKey})` : ')';
  return `${server.name} is a whole server: its own ${server.priceCondition === 'USED' ? 'used' : 'new'} price $${server.priceUsd}${kind}${date}${source}, no platform tier added.`;
}

/** The server's machine price and power for planJob, or why it cannot be costed. */
export function serverMachine(server: ServerMachineInput): ServerMachine {
  if (server.priceUsd === null)
    return {
      priced: false,
      reason: `${server.name}: its ${server.gpuCount} x ${server.gpuName} hold the job, but no price of the asked condition is on record, so it has no cost to rank (ask a seller for a quotation).`,
    };
  const notes = [serverPriceNote(server)];
  let hardwareUsd = server.priceUsd;
  if (!server.priceIncludesGpus) {
    if (server.gpuPriceUsd === null)
      return {
        priced: false,
        reason: `${server.name}: its price is for the node without GPUs and no price of the ${server.gpuName} at the asked condition is on record, so the machine cannot be costed.`,
      };
    const gpus = server.gpuPriceUsd * server.gpuCount;
    hardwareUsd += gpus;
    notes.push(
      `The node is sold without GPUs: ${server.gpuCount} x ${server.gpuName} at $${server.gpuPriceUsd} each ($${gpus}) are added.`,
    );
  }
  notes.push(
    server.maxPowerW !== null
      ? `Electricity at the maker's maximum system power (${server.maxPowerW} W), an upper bound: the server draws less when its GPUs are not at full load.`
      : `The maker's maximum system power is not on record: electricity counts the ${server.gpuCount} GPUs at TDP plus the plan's allowance for the rest of the machine (cpuWatts).`,
  );
  return { priced: true, hardwareUsd, machineWatts: server.maxPowerW, notes };
}

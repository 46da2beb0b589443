import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Service } from 'kubernetes-models/v1/Service';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseRoles, ROLES } from '../../packages/server/src/ops/roles.js';

/**
 * The Kubernetes manifests (issue 42), validated offline: `kubectl kustomize` renders each overlay as
 * a cluster would receive it, and every object is checked against the Kubernetes schema of its kind
 * (kubernetes-models). Then what each layout is for: the embedded single process, and the roles on
 * PostgreSQL and Redis with the signer alone with its seed. Needs kubectl (CI has it); a machine
 * without it says so and skips this file only.
 */
const OVERLAYS = join(import.meta.dirname, 'overlays');
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
if (!hasKubectl) console.warn('deploy/k8s/manifests.test.ts: kubectl is not installed here, so the manifests are not rendered nor checked (CI has it)');

type Manifest = Record<string, unknown> & { apiVersion: string; kind: string; metadata: { name: string } };
/** A kind's model: made from an object, it checks it against the schema (throws what is wrong). */
type ModelClass = new (data: never) => { validate(): void };

/** The schema of each kind the manifests use; a kind not here fails the test, so a new one gets its check. */
const MODELS: Record<string, ModelClass> = {
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
};

function render(overlay: string): Manifest[] {
  const text = execFileSync('kubectl', ['kustomize', join(OVERLAYS, overlay)], { encoding: 'utf8' });
  return parseAllDocuments(text).map((document) => document.toJS() as Manifest);
}

function validate(manifest: Manifest): void {
  const model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
  if (!model) throw new Error(`no schema check for ${manifest.apiVersion} ${manifest.kind}`);
  new model(manifest as never).validate();
}

interface Container {
  name: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string; secret?: { secretName: string; defaultMode?: number }; persistentVolumeClaim?: { claimName: string } }[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean };
}
interface DeploymentManifest extends Manifest {
  spec: { replicas: number; strategy?: { type: string }; template: { spec: PodSpec } };
}

const deployments = (manifests: Manifest[]) => manifests.filter((manifest): manifest is DeploymentManifest => manifest.kind === 'Deployment');
function deployment(manifests: Manifest[], name: string): DeploymentManifest {
  const found = deployments(manifests).find((manifest) => manifest.metadata.name === name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found;
}
const envOf = (container: Container | undefined, name: string) => container?.env?.find((variable) => variable.name === name)?.value;

describe.runIf(hasKubectl)('the Kubernetes manifests', () => {
  it('reject what the schema forbids (the check itself works)', () => {
    const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'x' }, spec: { replicas: 'three', selector: {}, template: {} } };
    expect(() => {
      validate(broken);
    }).toThrow(/replicas must be integer/);
  });

  for (const overlay of ['embedded', 'roles']) {
    it(`render (${overlay}) into objects that each pass their kind's schema, with probes, a graceful stop and no root`, () => {
      const manifests = render(overlay);
      expect(manifests.length).toBeGreaterThanOrEqual(4);
      for (const manifest of manifests) validate(manifest);
      for (const each of deployments(manifests)) {
        const pod = each.spec.template.spec;
        expect(pod.securityContext?.runAsNonRoot, each.metadata.name).toBe(true);
        expect(pod.terminationGracePeriodSeconds, each.metadata.name).toBeGreaterThan(10);
        for (const container of pod.containers) {
          expect(container.securityContext, each.metadata.name).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
          // Every process but the signer serves /healthz and /readyz.
          if (each.metadata.name !== 'meridian-signer') {
            expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
            expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
          }
        }
      }
    });
  }

  it('run the embedded layout as one process with every role, its database on a claim, never two at once', () => {
    const manifests = render('embedded');
    expect(deployments(manifests)).toHaveLength(1);
    const server = deployment(manifests, 'meridian');
    expect(server.spec.replicas).toBe(1);
    expect(server.spec.strategy?.type).toBe('Recreate');
    expect(envOf(server.spec.template.spec.containers[0], 'ROLES')).toBeUndefined();
    expect(server.spec.template.spec.volumes?.find((volume) => volume.name === 'data')?.persistentVolumeClaim?.claimName).toBe('meridian-data');
    expect(manifests.some((manifest) => manifest.kind === 'PersistentVolumeClaim' && manifest.metadata.name === 'meridian-data')).toBe(true);
  });

  it('split the roles as docs/operations.md lays them out, each ROLES one the server accepts, the seed in the signer alone', () => {
    const manifests = render('roles');
    const rolesOf = (name: string) => envOf(deployment(manifests, name).spec.template.spec.containers[0], 'ROLES');
    expect(rolesOf('meridian')).toBe('api,live');
    expect(rolesOf('meridian-back')).toBe('jobs,feed,chain');
    const covered = new Set<string>();
    for (const name of ['meridian', 'meridian-back']) {
      const problems: string[] = [];
      for (const role of parseRoles(rolesOf(name), problems)) covered.add(role);
      expect(problems).toEqual([]);
    }
    expect([...covered].sort()).toEqual([...ROLES].sort());
    expect(deployment(manifests, 'meridian').spec.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment(manifests, 'meridian-back').spec.replicas).toBeGreaterThanOrEqual(2);

    const signer = deployment(manifests, 'meridian-signer');
    expect(signer.spec.template.spec.containers[0]?.command).toEqual(['node', 'packages/server/dist/cli/signer.js']);
    const seed = signer.spec.template.spec.volumes?.find((volume) => volume.secret?.secretName === 'meridian-signer-seed');
    expect(seed?.secret?.defaultMode).toBe(0o400);
    const others = deployments(manifests).filter((each) => each !== signer);
    for (const each of others) expect(each.spec.template.spec.volumes?.some((volume) => volume.secret?.secretName === 'meridian-signer-seed'), each.metadata.name).toBe(false);

    // Members reach the api and live pods only: the Service selects neither the back pods nor the signer.
    const service = manifests.find((manifest) => manifest.kind === 'Service') as (Manifest & { spec: { selector: Record<string, string> } }) | undefined;
    expect(service?.spec.selector).toEqual({ 'app.kubernetes.io/name': 'meridian', 'app.kubernetes.io/component': 'server' });
  });
});

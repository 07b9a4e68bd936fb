import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { loadConfig } from '../../../src/config';
import { ROOT, filesIn, yamlDocuments } from './deploy-files';

/**
 * deploy/k8s checked against the Kubernetes API's own schemas (kubernetes-models: the
 * OpenAPI definitions compiled to validators, shipped in the npm package; nothing is
 * downloaded), then for the references between the manifests that no schema can see.
 */
const DIR = 'deploy/k8s';
const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

const files = filesIn(DIR, '.yaml');
const documents = files.flatMap((file) =>
  yamlDocuments(path.join(DIR, file)).map((doc) => ({ file, doc, type: `${doc.apiVersion}/${doc.kind}` })),
);
const resources = documents.filter(({ type }) => type !== 'kustomize.config.k8s.io/v1beta1/Kustomization');
function one(kind: string): any {
  const found = resources.filter(({ doc }) => doc.kind === kind);
  expect(found).toHaveLength(1);
  return found[0].doc;
}

const deployment = () => one('Deployment');
const container = () => deployment().spec.template.spec.containers[0];
const { version } = require('../../../package.json') as { version: string };

describe('deploy/k8s manifests', () => {
  it('are each a resource the Kubernetes schemas accept', () => {
    expect(resources.map(({ type }) => type).sort()).toEqual(Object.keys(MODELS).sort());
    for (const { file, doc, type } of resources) {
      const Model = MODELS[type];
      expect(() => new Model(doc).validate()).not.toThrow();
      expect([file, doc.metadata?.name]).toEqual([file, expect.stringMatching(/^rigbase(-[a-z]+)?$/)]);
    }
  });

  it('fail the validation when a field has the wrong type or a required one is missing', () => {
    // The validator is live: the same Deployment, broken, is refused.
    const broken = structuredClone(deployment());
    broken.spec.template.spec.containers[0].ports[0].containerPort = '4000';
    expect(() => new Deployment(broken).validate()).toThrow(/containerPort must be integer/);
    delete broken.spec.selector;
    expect(() => new Deployment(broken).validate()).toThrow(/selector/);
  });

  it('list in the kustomization every long-lived resource, and not the example Secret or the Job', () => {
    const [kustomization] = yamlDocuments(path.join(DIR, 'kustomization.yaml'));
    for (const file of kustomization.resources) expect(existsSync(path.join(ROOT, DIR, file))).toBe(true);
    expect([...kustomization.resources].sort()).toEqual(
      files.filter((f) => !['kustomization.yaml', 'secret.example.yaml', 'migrate-job.yaml'].includes(f)),
    );
    expect(kustomization.images).toEqual([{ name: 'rigbase', newTag: version }]);
  });

  it('probe readiness on /readyz and liveness on /healthz, on the port the server listens on', () => {
    const c = container();
    expect(c.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(c.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const port = c.ports.find((p: any) => p.name === 'http').containerPort;
    expect(String(port)).toBe(one('ConfigMap').data.PORT);
    // Longer than the server's 10 s drain after SIGTERM, plus the preStop pause.
    expect(deployment().spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(
      10 + c.lifecycle.preStop.sleep.seconds,
    );
  });

  it('take the configuration from the ConfigMap and the database from the Secret', () => {
    const names = (c: any) => c.envFrom.map((e: any) => e.configMapRef?.name ?? e.secretRef?.name);
    const expected = [one('ConfigMap').metadata.name, one('Secret').metadata.name];
    expect(names(container())).toEqual(expected);
    expect(names(one('Job').spec.template.spec.containers[0])).toEqual(expected);
    expect(container().env).toBeUndefined();
    // The variables are ones the server reads, with values it accepts.
    const env = { ...one('ConfigMap').data, ...one('Secret').stringData };
    expect(() => loadConfig(env)).not.toThrow();
    expect(env).toMatchObject({ RATE_LIMIT_STORE: 'postgres', SEED_ON_START: 'false' });
  });

  it('route the Service, the autoscaler and the disruption budget to the API pods', () => {
    const labels = deployment().spec.template.metadata.labels;
    expect(deployment().spec.selector.matchLabels).toEqual(labels);
    expect(one('Service').spec.selector).toEqual(labels);
    expect(one('Service').spec.ports[0].targetPort).toBe('http');
    expect(one('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'rigbase' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    // The autoscaler owns the count; a fixed one would be reset on every apply.
    expect(deployment().spec.replicas).toBeUndefined();
  });

  it('migrate in a one-shot Job of the same image, never restarted in place', () => {
    const job = one('Job');
    const migrate = job.spec.template.spec.containers[0];
    expect(migrate.command).toEqual(['node', 'dist/scripts/migrate.js', '--seed']);
    expect(migrate.image).toBe(container().image);
    expect(container().image).toBe(`rigbase:${version}`);
    expect(job.spec.template.spec.restartPolicy).toBe('Never');
    expect(job.spec.backoffLimit).toBeGreaterThan(0);
  });

  it('run as the non-root node user with a read-only root filesystem', () => {
    for (const pod of [deployment().spec.template.spec, one('Job').spec.template.spec]) {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(pod.containers[0].securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
      });
    }
  });
});

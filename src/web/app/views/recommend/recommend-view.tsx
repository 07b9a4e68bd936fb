import { BuildRecommendation } from './build-recommendation';
import { GpuRecommendations } from './gpu-recommendations';

/** Recommend: a complete build (recommendBuild), or the GPUs alone (recommendGpus). */
export function RecommendView() {
  return (
    <div>
      <h1 tabIndex={-1}>Recommend a build</h1>
      <BuildRecommendation />
      <GpuRecommendations />
    </div>
  );
}

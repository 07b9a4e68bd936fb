// Chart.js, registered with only the pieces the page draws (chart-pieces.ts), in its own chunk.
import { Chart } from 'chart.js';
import * as pieces from './chart-pieces';

Chart.register(...Object.values(pieces));
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
Chart.defaults.color = '#1f2937';
// Animations delay the final picture and cost battery; the data is the point.
Chart.defaults.animation = false;

export { Chart };

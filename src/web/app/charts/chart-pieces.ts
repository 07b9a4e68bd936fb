// The Chart.js pieces the page draws with, named once: chart-js.ts registers every export of
// this module, and the bundle carries these pieces and no others (tree-shaken).
export {
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  LogarithmicScale,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';

import 'infima/dist/css/default/default.min.css';
import './src/styles/global.css';

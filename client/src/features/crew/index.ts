export { CrewApp } from "./components/crew-app";

import * as migration_20261122_173155_initial from './20261122_173155_initial';

export const migrations = [
  {
    up: migration_20261122_173155_initial.up,
    down: migration_20261122_173155_initial.down,
    name: '20261122_173155_initial',
  },
];

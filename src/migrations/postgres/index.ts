import * as migration_20261122_173200_initial from './20261122_173200_initial';
import * as migration_20261122_190525_content from './20261122_190525_content';
import * as migration_20261122_230805_lead_capture from './20261122_230805_lead_capture';
import * as migration_20261122_235424_accounts from './20261122_235424_accounts';
import * as migration_20261123_022454_assistant from './20261123_022454_assistant';
import * as migration_20261123_052537_object_storage from './20261123_052537_object_storage';
import * as migration_20261125_180750_account_email_change from './20261125_180750_account_email_change';
import * as migration_20261125_223515_catalogue_calls from './20261125_223515_catalogue_calls';
import * as migration_20261126_011809_catalogue_search from './20261126_011809_catalogue_search';
import * as migration_20261126_033057_catalogue_locale_parent_index from './20261126_033057_catalogue_locale_parent_index';
import * as migration_20261126_050841_team from './20261126_050841_team';
import * as migration_20261126_081510_careers_downloads from './20261126_081510_careers_downloads';
import * as migration_20261126_113249_pages from './20261126_113249_pages';
import * as migration_20261126_153812_activity_codes from './20261126_153812_activity_codes';
import * as migration_20261126_160914_activity_code_label from './20261126_160914_activity_code_label';
import * as migration_20261126_181228_call_imports_sources from './20261126_181228_call_imports_sources';
import * as migration_20261126_183405_source_check_task from './20261126_183405_source_check_task';
import * as migration_20261126_184325_call_code_keys from './20261126_184325_call_code_keys';
import * as migration_20261126_211446_alerts from './20261126_211446_alerts';
import * as migration_20261126_224249_alert_delivery_status_index from './20261126_224249_alert_delivery_status_index';
import * as migration_20261127_002650_booking from './20261127_002650_booking';
import * as migration_20261127_053101_back_office from './20261127_053101_back_office';

export const migrations = [
  {
    up: migration_20261122_173200_initial.up,
    down: migration_20261122_173200_initial.down,
    name: '20261122_173200_initial',
  },
  {
    up: migration_20261122_190525_content.up,
    down: migration_20261122_190525_content.down,
    name: '20261122_190525_content',
  },
  {
    up: migration_20261122_230805_lead_capture.up,
    down: migration_20261122_230805_lead_capture.down,
    name: '20261122_230805_lead_capture',
  },
  {
    up: migration_20261122_235424_accounts.up,
    down: migration_20261122_235424_accounts.down,
    name: '20261122_235424_accounts',
  },
  {
    up: migration_20261123_022454_assistant.up,
    down: migration_20261123_022454_assistant.down,
    name: '20261123_022454_assistant',
  },
  {
    up: migration_20261123_052537_object_storage.up,
    down: migration_20261123_052537_object_storage.down,
    name: '20261123_052537_object_storage',
  },
  {
    up: migration_20261125_180750_account_email_change.up,
    down: migration_20261125_180750_account_email_change.down,
    name: '20261125_180750_account_email_change',
  },
  {
    up: migration_20261125_223515_catalogue_calls.up,
    down: migration_20261125_223515_catalogue_calls.down,
    name: '20261125_223515_catalogue_calls',
  },
  {
    up: migration_20261126_011809_catalogue_search.up,
    down: migration_20261126_011809_catalogue_search.down,
    name: '20261126_011809_catalogue_search',
  },
  {
    up: migration_20261126_033057_catalogue_locale_parent_index.up,
    down: migration_20261126_033057_catalogue_locale_parent_index.down,
    name: '20261126_033057_catalogue_locale_parent_index',
  },
  {
    up: migration_20261126_050841_team.up,
    down: migration_20261126_050841_team.down,
    name: '20261126_050841_team',
  },
  {
    up: migration_20261126_081510_careers_downloads.up,
    down: migration_20261126_081510_careers_downloads.down,
    name: '20261126_081510_careers_downloads',
  },
  {
    up: migration_20261126_113249_pages.up,
    down: migration_20261126_113249_pages.down,
    name: '20261126_113249_pages',
  },
  {
    up: migration_20261126_153812_activity_codes.up,
    down: migration_20261126_153812_activity_codes.down,
    name: '20261126_153812_activity_codes',
  },
  {
    up: migration_20261126_160914_activity_code_label.up,
    down: migration_20261126_160914_activity_code_label.down,
    name: '20261126_160914_activity_code_label',
  },
  {
    up: migration_20261126_181228_call_imports_sources.up,
    down: migration_20261126_181228_call_imports_sources.down,
    name: '20261126_181228_call_imports_sources',
  },
  {
    up: migration_20261126_183405_source_check_task.up,
    down: migration_20261126_183405_source_check_task.down,
    name: '20261126_183405_source_check_task',
  },
  {
    up: migration_20261126_184325_call_code_keys.up,
    down: migration_20261126_184325_call_code_keys.down,
    name: '20261126_184325_call_code_keys',
  },
  {
    up: migration_20261126_211446_alerts.up,
    down: migration_20261126_211446_alerts.down,
    name: '20261126_211446_alerts',
  },
  {
    up: migration_20261126_224249_alert_delivery_status_index.up,
    down: migration_20261126_224249_alert_delivery_status_index.down,
    name: '20261126_224249_alert_delivery_status_index',
  },
  {
    up: migration_20261127_002650_booking.up,
    down: migration_20261127_002650_booking.down,
    name: '20261127_002650_booking',
  },
  {
    up: migration_20261127_053101_back_office.up,
    down: migration_20261127_053101_back_office.down,
    name: '20261127_053101_back_office'
  },
];

; Inno Setup script for Salle on Windows (64-bit only). Build the bundle first on Windows, with a
; 64-bit Python 3.11 (the spec refuses a 32-bit one; it also draws build\pyinstaller\salle\icons\salle.ico):
;   py -m pip install -r requirements\dist.txt  &&  py packaging\generated.py
; (the last makes the translations' catalogues and Qt's resources, the window icon: as make does)
;   pyinstaller packaging/salle.spec --distpath dist --workpath build/pyinstaller
; then compile this script with Inno Setup 6 (iscc packaging\windows\salle.iss), passing the
; version from pyproject.toml:  iscc /DAppVersion=0.1.0 packaging\windows\salle.iss
#ifndef AppVersion
  #error Give the version from pyproject.toml: iscc /DAppVersion=<version> packaging\windows\salle.iss
#endif
; AppPublisher and BundleVersion, which salle.spec wrote from pyproject.toml beside the icon
#include "..\..\build\pyinstaller\salle\pyproject.iss"
#if AppVersion != BundleVersion
  #error The bundle in dist\salle was built for another version than /DAppVersion: build it again, or give its version
#endif

[Setup]
AppId={{6E1B1C5A-3F0B-4C5E-9C41-5A11E0000001}
AppName=Salle
AppVersion={#AppVersion}
AppPublisher={#AppPublisher}
DefaultDirName={autopf}\Salle
DefaultGroupName=Salle
OutputDir=..\..\dist
OutputBaseFilename=salle-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile=..\..\build\pyinstaller\salle\icons\salle.ico
UninstallDisplayIcon={app}\salle.exe
ChangesAssociations=yes

[Files]
Source: "..\..\dist\salle\*"; DestDir: "{app}"; Flags: recursesubdirs createallsubdirs ignoreversion

[Icons]
Name: "{group}\Salle"; Filename: "{app}\salle.exe"
Name: "{group}\Uninstall Salle"; Filename: "{uninstallexe}"
; salle-cli.exe (the commands, for a terminal) is installed beside salle.exe, without a menu entry

; Saved games (*.salle) open in Salle: Windows associates a file by its last extension, so the
; older *.salle.json saves (which are still read) open through Game > Load
[Registry]
Root: HKA; Subkey: "Software\Classes\.salle"; ValueType: string; ValueName: ""; ValueData: "Salle.Save"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Salle.Save"; ValueType: string; ValueName: ""; ValueData: "Salle saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Salle.Save\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\salle.exe,0"
Root: HKA; Subkey: "Software\Classes\Salle.Save\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\salle.exe"" --desktop ""%1"""

[Run]
Filename: "{app}\salle.exe"; Description: "Start Salle"; Flags: nowait postinstall skipifsilent
